//! The words beside a table row: its winning move, or shorter where the row has no room.

use crate::i18n::msg;

/// A row's marker, from the widest to the narrowest: the whole marker ("◀ take 1 → 6 (+1 more)");
/// where several winning moves start on the heap, how many ("◀ 2 moves": a bare arrow said nothing
/// of them); the arrow alone.
pub(super) fn marker_texts(marker: &crate::core::Claim) -> Vec<String> {
    let mut texts = vec![format!("◀ {marker}")];
    if let crate::core::Claim::HeapMarker { more, .. } = marker
        && *more > 0
    {
        texts.push(format!("◀ {}", msg::table_marker_moves(*more as u64 + 1)));
    }
    texts.push("◀".into());
    texts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Claims, MoveRule, Position, Rules};

    /// Under {1, 3, 4} a heap can have two winning moves: narrow, its marker says "2 moves".
    #[test]
    fn a_heap_with_two_winning_moves_says_how_many_when_narrow() {
        let rules = Rules::new(crate::core::Ending::Normal, MoveRule::set(&[1, 3, 4]).unwrap());
        let two = (1..16u64)
            .flat_map(|a| (0..8u64).map(move |b| vec![a, b]))
            .filter_map(|heaps| Claims::of(&Position::new(heaps).unwrap(), &rules).ok())
            .flat_map(|claims| claims.markers.into_iter().flatten())
            .find(|marker| matches!(marker, crate::core::Claim::HeapMarker { more: 1, .. }));
        let marker = two.expect("a heap with two winning moves");
        let texts = marker_texts(&marker);
        assert_eq!(texts.len(), 3, "{texts:?}");
        assert!(texts[0].contains("+1 more)"), "{texts:?}");
        assert_eq!(texts[1], "◀ 2 moves");
        assert_eq!(texts[2], "◀");
    }
}
