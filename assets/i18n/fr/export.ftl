# To be translated.
