//! Every integration test in one crate, so the app (eframe, wgpu) is linked once for all of them.
//! Each module is one concern; `common` and `claims` are the oracles they share.

mod claims;
mod common;

mod app;
mod bounded;
mod brute_force;
mod class;
mod class_client;
mod class_crowd;
mod class_disguise;
mod class_exercises;
mod class_pairs;
mod class_seat;
mod class_session;
mod class_teacher;
mod cli;
mod disguise;
mod disguise_app;
mod disguise_lessons;
mod disguise_sums;
mod disguise_values;
mod explore;
mod first_look;
mod grundy_sums;
mod i18n;
mod lasker_sums;
mod layout;
mod learn;
mod lessons;
mod mixed_sums;
mod mutants;
mod proof_steps;
mod remoteness;
mod save;
mod seeds;
mod snapshots;
mod sums;
mod switch;
mod touch;
mod values;
