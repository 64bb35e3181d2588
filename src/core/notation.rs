//! Mathematical notation that reads the same in every language.

/// Powers of two with real superscripts: "2^d" → "2ᵈ", "2^16" → "2¹⁶".
///
/// ```
/// assert_eq!(bouton::pretty("2^d − 1 and 2^16"), "2ᵈ − 1 and 2¹⁶");
/// ```
#[must_use]
pub fn pretty(text: &str) -> String {
    const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '^' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('d') => {
                chars.next();
                out.push('ᵈ');
            }
            Some(d) if d.is_ascii_digit() => {
                while let Some(digit) = chars.peek().and_then(|d| d.to_digit(10)) {
                    out.push(SUPERSCRIPTS[digit as usize]);
                    chars.next();
                }
            }
            _ => out.push('^'),
        }
    }
    out
}
