//! Translations (issue 19): every message of every language has the English placeables, no message
//! or file is missing or empty, and the app switches language at run time. (Every message id and
//! its arguments are checked by the compiler: `i18n::msg`.)

use std::collections::{BTreeMap, BTreeSet};

use bouton::i18n::{Lang, msg, sources, with_language};

/// Message id → its placeables (`{ $name }`), for one file's text.
fn messages_of(lang: Lang, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let starts_message = !line.starts_with(char::is_whitespace) && line.contains(" =");
        if starts_message {
            let id = line.split(" =").next().unwrap_or("").trim().to_string();
            current = Some(id.clone());
            // Fluent keeps the first of two messages with one id: the second would never show.
            assert!(!all.contains_key(&id), "{}: {id} is defined twice", lang.tag());
            all.insert(id, BTreeSet::new());
        }
        let Some(id) = &current else { continue };
        let mut rest = line;
        while let Some(start) = rest.find("{ $") {
            let after = &rest[start + 3..];
            let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-').collect();
            all.get_mut(id).map(|set: &mut BTreeSet<String>| set.insert(name));
            rest = &after[1..];
        }
    }
    all
}

/// Area → (message id → its placeables), for one language.
fn areas(lang: Lang) -> BTreeMap<&'static str, BTreeMap<String, BTreeSet<String>>> {
    sources(lang).into_iter().map(|(area, text)| (area, messages_of(lang, text))).collect()
}

/// Every translation has every area's file, none empty, with exactly the English messages of that
/// area and the same placeables in each: a missing, empty or partial file fails.
#[test]
fn every_language_has_every_message_with_the_same_placeables() {
    let english = areas(Lang::En);
    let all_english: BTreeSet<&String> = english.values().flat_map(BTreeMap::keys).collect();
    let generated: BTreeSet<String> = msg::IDS.iter().map(ToString::to_string).collect();
    assert_eq!(all_english.into_iter().cloned().collect::<BTreeSet<_>>(), generated, "msg:: has every English message");
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En && l != Lang::Pseudo) {
        let theirs = areas(lang);
        assert_eq!(theirs.keys().collect::<Vec<_>>(), english.keys().collect::<Vec<_>>(), "{}: areas", lang.tag());
        for (area, messages) in &english {
            let translated = &theirs[area];
            assert!(!translated.is_empty(), "{}: {area}.ftl is empty", lang.tag());
            for (id, placeables) in messages {
                assert_eq!(translated.get(id), Some(placeables), "{}: {area}.ftl, message {id}", lang.tag());
            }
            for id in translated.keys() {
                assert!(messages.contains_key(id), "{}: {area}.ftl has {id}, which English's lacks", lang.tag());
            }
        }
    }
}

#[test]
fn the_pseudo_language_is_accented_and_longer() {
    let plain = with_language(Lang::En, msg::menu_file);
    let pseudo = with_language(Lang::Pseudo, msg::menu_file);
    assert_eq!(plain, "File");
    assert!(pseudo.starts_with("Fîlé") && pseudo.chars().count() * 10 >= plain.chars().count() * 14, "{pseudo}");
    // A placeable is kept as it is.
    let zoom = with_language(Lang::Pseudo, || bouton::i18n::msg::view_zoom_reset("150"));
    assert!(zoom.contains("150"), "{zoom}");
}

#[test]
fn locales_name_their_language() {
    assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Some(Lang::Fr));
    assert_eq!(Lang::from_locale("pt_BR"), Some(Lang::PtBr));
    assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Some(Lang::ZhCn));
    assert_eq!(Lang::from_locale("zh-Hans"), Some(Lang::ZhCn));
    assert_eq!(Lang::from_locale("zh_TW"), None);
    assert_eq!(Lang::from_locale("C"), Some(Lang::En));
    assert_eq!(Lang::from_locale("de-AT"), Some(Lang::De));
    assert_eq!(Lang::from_locale("it_IT"), None);
}

#[test]
fn every_character_of_every_language_has_a_glyph() {
    let harness = egui_kittest::Harness::builder()
        .with_size([400.0, 300.0])
        .build_eframe(|cc| bouton::ui::BoutonApp::with_context(&cc.egui_ctx, bouton::ui::default_game()));
    let proportional = egui::FontId::proportional(14.0);
    assert!(harness.ctx.fonts_mut(|f| f.has_glyphs(&proportional, "尼姆和 ⊕ é")), "the bundled fonts are in");
    every_text_has_glyphs(&harness.ctx, Lang::ALL.to_vec());
}

/// The web page's cuts of DejaVu (`assets/fonts/subset-web.py`) show every language but Chinese,
/// whose face the page fetches when Chinese is chosen; the language menu names Chinese before that.
#[test]
fn the_web_pages_fonts_show_every_language_and_the_menu_names_chinese() {
    let read = |file: &str| -> &'static [u8] {
        let path = format!("{}/assets/fonts/{file}", env!("CARGO_MANIFEST_DIR"));
        Box::leak(std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}")).into_boxed_slice())
    };
    let ctx = egui::Context::default();
    ctx.set_fonts(bouton::ui::font_definitions_of(read("DejaVuSans-Web.ttf"), read("DejaVuSansMono-Web.ttf"), None));
    // One frame installs the fonts (its textures are not drawn anywhere).
    ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
    let names: String = Lang::ALL.iter().map(|lang| lang.name()).collect();
    let proportional = egui::FontId::proportional(14.0);
    let missing: String = names.chars().filter(|&c| !ctx.fonts_mut(|f| f.has_glyph(&proportional, c))).collect();
    assert!(missing.is_empty(), "the language menu lacks {missing:?}");
    assert!(!ctx.fonts_mut(|f| f.has_glyph(&proportional, '尼')), "no Chinese face until it is fetched");
    every_text_has_glyphs(&ctx, Lang::ALL.into_iter().filter(|&lang| lang != Lang::ZhCn).collect());
}

/// Every character of the languages' messages, built-in lessons and examples has a glyph in both
/// font families of `ctx`.
fn every_text_has_glyphs(ctx: &egui::Context, langs: Vec<Lang>) {
    for lang in langs {
        // Its messages, and its built-in lessons.
        let lessons = bouton::save::built_in_lessons_in(lang).iter().map(|lesson| (lesson.file, lesson.text));
        let examples = bouton::save::examples_in(lang).iter().map(|example| (example.file, example.text));
        let lessons = lessons.chain(examples);
        for (area, text) in sources(lang).into_iter().chain(lessons) {
            let words: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with('#'))
                .flat_map(str::chars)
                .filter(|c| !c.is_whitespace() && !c.is_control())
                .collect();
            for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
                let font = egui::FontId::new(14.0, family.clone());
                let missing: String = words.chars().filter(|&c| !ctx.fonts_mut(|f| f.has_glyph(&font, c))).collect();
                assert!(missing.is_empty(), "{} {area}.ftl, {family:?}: no glyph for {missing:?}", lang.tag());
            }
        }
    }
}

/// View ▸ Language switches the window's language at once, and the choice is kept; "the system's"
/// goes back to the language the app started in.
#[test]
fn the_language_menu_switches_the_window_at_run_time() {
    use bouton::ui::{Action, BoutonApp, default_game};
    use egui_kittest::kittest::Queryable;
    let mut harness = egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, default_game()));
    harness.run();
    assert!(harness.query_by_label("File").is_some());
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Language").click();
    harness.run();
    harness.get_by_label("Français").click();
    harness.run();
    assert_eq!(harness.state().prefs().language, Some(Lang::Fr));
    assert!(harness.query_by_label("Fichier").is_some(), "the menu bar speaks French");
    assert!(harness.query_by_label_contains("Somme de Nim et issue cachées").is_none(), "answers are shown");
    // The claims speak French too, and the built-in lessons are the French ones.
    assert!(
        !harness.query_all_by_label_contains("N\u{a0}: le joueur qui doit jouer gagne").collect::<Vec<_>>().is_empty(),
        "the outcome"
    );
    harness.state_mut().apply(Action::TogglePanel(bouton::ui::PanelKind::Lessons));
    harness.run();
    assert!(harness.query_by_label_contains("1. Un tas et deux tas").is_some(), "the French lessons");
    harness.state_mut().apply(Action::Reveal(false));
    harness.run();
    assert!(harness.query_by_label("Somme de Nim et issue cachées").is_some(), "the status line too");
    harness.state_mut().apply(Action::SetLanguage(Some(Lang::ZhCn)));
    harness.run();
    assert!(harness.query_by_label("文件").is_some(), "and Chinese");
    harness.state_mut().apply(Action::SetLanguage(None));
    harness.run();
    assert!(harness.query_by_label("File").is_some(), "the system's language: English here");
}

/// Numbers past 2^53 keep every digit (Fluent's numbers are f64), and plurals still choose.
#[test]
fn huge_numbers_keep_their_digits_and_plurals_choose() {
    let big = with_language(Lang::En, || bouton::i18n::msg::board_big_heap(1u64, u64::MAX));
    assert_eq!(big, "Heap 1: 18446744073709551615 stones");
    let one = with_language(Lang::Fr, || bouton::i18n::msg::review_tally("x", 1u64, "A"));
    let two = with_language(Lang::Fr, || bouton::i18n::msg::review_tally("x", 2u64, "A"));
    assert!(one.contains("1 erreur (") && two.contains("2 erreurs ("), "{one} / {two}");
}

/// The numbers of a sentence, in order of size, with N and P (the outcomes) among them: digits
/// grouped in thousands count as one number whatever the separator.
pub fn numbers_of(sentence: &str) -> Vec<String> {
    let chars: Vec<char> = sentence.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        // A letter of an alphabet (Latin, accented or not), not a Chinese character, which may stand
        // right next to N or P ("N位置").
        let letter_near = |j: usize| chars.get(j).is_some_and(|&c| c.is_alphabetic() && u32::from(c) < 0x2E80);
        if c.is_ascii_digit() {
            let mut number = String::new();
            while i < chars.len() {
                if chars[i].is_ascii_digit() {
                    number.push(chars[i]);
                } else if [',', '.', '\u{202F}', '\u{A0}'].contains(&chars[i])
                    && chars.get(i + 1..i + 4).is_some_and(|next| next.iter().all(char::is_ascii_digit))
                    && !chars.get(i + 4).is_some_and(char::is_ascii_digit)
                {
                    // A thousands separator: three digits follow, and no fourth.
                } else {
                    break;
                }
                i += 1;
            }
            found.push(number);
            continue;
        }
        if (c == 'N' || c == 'P') && !letter_near(i.wrapping_sub(1)) && !letter_near(i + 1) {
            found.push(c.to_string());
        }
        i += 1;
    }
    found.sort();
    found
}

/// Every sentence of `said`, worded in each language, has the numbers of its English wording (which
/// the truth tests check against brute force), and each language has its own words for it.
pub fn same_numbers_in_every_language(said: impl Fn() -> Vec<String>) {
    let english = with_language(Lang::En, &said);
    // The pseudo-language accents its letters (N becomes Ñ): English's numbers, by construction.
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En && l != Lang::Pseudo) {
        let theirs = with_language(lang, &said);
        assert_eq!(theirs.len(), english.len());
        for (ours, translated) in english.iter().zip(&theirs) {
            assert_eq!(
                numbers_of(ours),
                numbers_of(translated),
                "{}: the numbers differ:\n  en: {ours}\n  {}: {translated}",
                lang.tag(),
                lang.tag()
            );
        }
    }
}

#[test]
fn numbers_are_read_as_the_languages_write_them() {
    assert_eq!(numbers_of("X = 12 ≠ 0: N, 1.234.567 et 2\u{202F}345"), ["0", "12", "1234567", "2345", "N"]);
    assert_eq!(numbers_of("P-positions: 1,000 (heaps 1, 3)"), ["1", "1000", "3", "P"]);
    assert!(numbers_of("Nim and NP, Période, Não").is_empty());
}

/// The claims about a sum of games (values, Sprague–Grundy steps, the outcome, winning moves, move
/// values, hints) have the same numbers in every language.
#[test]
fn sum_claims_keep_their_numbers_in_every_language() {
    use bouton::{Ending, Heap, HeapGame, SumAnalysis, SumClaims, SumPosition, ValueBook};
    let games: Vec<HeapGame> =
        ["nim", "kayles", "dawson", "0.137", "upto-3"].iter().map(|name| name.parse().unwrap()).collect();
    let sums: [&[(usize, u64)]; 6] =
        [&[(0, 3), (1, 5)], &[(1, 10), (2, 7), (0, 2)], &[(3, 9)], &[(4, 6), (0, 1)], &[(1, 1), (0, 1), (0, 1)], &[]];
    for ending in [Ending::Normal, Ending::Misere] {
        for sum in sums {
            let heaps: Vec<Heap> = sum.iter().map(|&(g, n)| Heap::new(games[g].clone(), n)).collect();
            let position = SumPosition::new(heaps).unwrap();
            let book = ValueBook::for_heaps(position.heaps()).unwrap();
            let analysis = SumAnalysis::with_book(&position, ending, &book).unwrap();
            same_numbers_in_every_language(|| {
                let claims = SumClaims::of(&position, &analysis, ending, &book);
                let mut said: Vec<String> = claims.values.iter().map(ToString::to_string).collect();
                said.push(claims.outcome.to_string());
                said.extend(claims.winning_moves.iter().map(ToString::to_string));
                said.extend(bouton::sum_hint_ladder(&position, &analysis, &claims).iter().map(ToString::to_string));
                for (i, heap) in position.heaps().iter().enumerate() {
                    let steps = bouton::sprague_grundy_steps(position.name(i), heap, &book, ending).unwrap();
                    said.extend(steps.iter().map(ToString::to_string));
                    said.push(heap.to_string());
                }
                for mv in position.legal_moves() {
                    said.push(bouton::describe_move(mv, &position.heaps()[mv.heap], position.name(mv.heap)));
                }
                said
            });
        }
    }
}

/// A file written in any language (its first lines are comments in that language) reads back the
/// same, in any language.
#[test]
fn files_written_in_every_language_read_back() {
    use bouton::save::{Opened, built_in_lessons, parse_any, parse_lesson};
    let lesson = built_in_lessons()[2].load().unwrap().lesson;
    let saved = bouton::save::examples()[0].load().unwrap().saved;
    for lang in Lang::ALL {
        let (game_text, lesson_text) =
            with_language(lang, || (bouton::words::game_file(&saved), bouton::words::lesson_file(&lesson)));
        assert!(game_text.starts_with("//") && lesson_text.starts_with("//"), "{}", lang.tag());
        for reader in [Lang::En, lang] {
            let game = with_language(reader, || parse_any(&game_text, "game"));
            assert!(
                matches!(game, Ok(Opened::Game(ref loaded)) if loaded.saved == saved),
                "{}: {game_text}",
                lang.tag()
            );
            let read = with_language(reader, || parse_lesson(&lesson_text, "lesson")).unwrap();
            assert_eq!(read.lesson, lesson, "{}", lang.tag());
        }
    }
}

/// A lesson written in another language than the window's says so on its card; the app's own words
/// keep the window's language.
#[test]
fn a_lesson_in_another_language_says_so() {
    use bouton::ui::{Action, BoutonApp, LessonAction, default_game};
    use egui_kittest::kittest::Queryable;
    let mut harness = egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, default_game()));
    harness.state_mut().apply(Action::SetLanguage(Some(Lang::En)));
    let french = bouton::save::built_in_lessons_in(Lang::Fr)[0].load().unwrap().lesson;
    harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(french), None)));
    harness.run();
    assert!(harness.query_by_label_contains("Un tas et deux tas (written in Français)").is_some());
    let english = bouton::save::built_in_lessons()[0].load().unwrap().lesson;
    harness.state_mut().apply(Action::Lesson(LessonAction::Present(Box::new(english), None)));
    harness.run();
    assert!(harness.query_by_label_contains("written in").is_none(), "an English lesson in an English window");
}

/// In every language, at a projector's 1280 × 800 and a laptop's 1024 × 768, nothing in the Explore
/// panel reaches past the panel's edge, where it would be cut off (long German labels once pushed the
/// P-position map's slider, and with it the whole panel, past it).
#[test]
fn the_explore_panel_fits_its_width_in_every_language() {
    use bouton::ui::{Action, BoutonApp, ExploreAction, ExploreTab, PanelKind, default_game};
    use egui_kittest::kittest::NodeT;
    fn too_wide(node: egui_kittest::Node<'_>, panel: egui::accesskit::Rect, found: &mut Vec<String>) {
        let edge = panel.x0;
        let n = node.accesskit_node();
        // The Grundy sequence's table scrolls sideways (its scroll bar always shown).
        if n.label().or(n.value()).is_some_and(|l| l.starts_with("n ") || l.starts_with("g(n) ")) {
            return;
        }
        if let Some(r) = n.bounding_box()
            && r.x0 < edge - 1.0
            && r.x1 > edge + 1.0
            && r.y0 >= panel.y0
            && r.y1 <= panel.y1
            && n.role() != egui::accesskit::Role::Splitter
        {
            found.push(format!("{:?} {:?} {:.0}–{:.0}", n.role(), n.label().or(n.value()), r.x0, r.x1));
        }
        for child in node.children() {
            too_wide(child, panel, found);
        }
    }
    fn splitter(node: egui_kittest::Node<'_>) -> Option<egui::accesskit::Rect> {
        let n = node.accesskit_node();
        if n.role() == egui::accesskit::Role::Splitter {
            return n.bounding_box();
        }
        node.children().find_map(splitter)
    }
    for size in [[1280.0, 800.0], [1024.0, 768.0]] {
        for lang in [Lang::De, Lang::Fr, Lang::Es, Lang::PtBr, Lang::ZhCn, Lang::Pseudo] {
            let mut harness = egui_kittest::Harness::builder()
                .with_size(size)
                .build_eframe(|cc| BoutonApp::with_context(&cc.egui_ctx, default_game()));
            harness.state_mut().apply(Action::SetLanguage(Some(lang)));
            harness.state_mut().apply(Action::TogglePanel(PanelKind::Explore));
            for tab in [ExploreTab::History, ExploreTab::Map, ExploreTab::Grundy, ExploreTab::Checker] {
                harness.state_mut().apply(Action::Explore(ExploreAction::Tab(tab)));
                harness.run();
                let panel = splitter(harness.root()).expect("the panel's edge");
                let mut found = Vec::new();
                too_wide(harness.root(), panel, &mut found);
                assert!(
                    found.is_empty(),
                    "{} {size:?} {tab:?}: past the edge at {:.0}:\n{}",
                    lang.tag(),
                    panel.x0,
                    found.join("\n")
                );
            }
        }
    }
}

#[test]
fn french_and_portuguese_say_none_as_zero_not_as_one() {
    // French and Portuguese put 0 in the "one" plural group: the count must be written, not "1".
    let french = with_language(Lang::Fr, || msg::review_tally("meilleur coup 1", 0u64, "Vous"));
    assert!(french.contains("0 erreur") && !french.contains("1 erreur"), "{french}");
    let french = with_language(Lang::Fr, || msg::review_tally("meilleur coup 1", 1u64, "Vous"));
    assert!(french.contains("1 erreur"), "{french}");
    let portuguese = with_language(Lang::PtBr, || msg::board_moved_on(0u64, "x", "y"));
    assert!(portuguese.starts_with("0 "), "{portuguese}");
}
