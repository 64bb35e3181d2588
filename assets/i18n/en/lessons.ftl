# The lessons panel and the lesson editor.

lessons-title = Lessons
lessons-built-in = Built in, from the source texts:
lessons-present = Present: { $title }
lessons-open-tip = Open a lesson file with File ▸ Open, or drop it on the window.
lessons-new = New lesson from the board
lessons-edit = Edit this lesson
lessons-title-label = Title
lessons-title-a11y = Lesson title
lessons-save = Save lesson
lessons-save-as = Save lesson as…
lessons-not-saved = not saved yet
lessons-changed = (changed)
lessons-file = File: { $path } { $changed }
lessons-add-heading = Add the board as a step
lessons-step-title = step title
lessons-step-title-a11y = New step title
lessons-step-text = text for the class
lessons-step-text-a11y = New step text
lessons-hide = Answers start hidden
lessons-add = Add step
lessons-script = The step keeps the board's moves as its script, from the start.
lessons-up = Move up
lessons-down = Move down
lessons-delete = Delete
# A lesson file written in another language than the app's: its title and the language it says.
lessons-written-in = { $title } (written in { $language })
lesson-text-hidden = This step’s text is hidden with the answers: Reveal shows both.
