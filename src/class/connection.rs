//! The server's routes, and one student's connection from its first message to its last: the rate
//! limit and the strikes, the room's answers, the messages for this page.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::sync::mpsc;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;
use web_time::Instant;

use super::guard::{Bucket, Strikes};
use super::protocol::{Closed, FromStudent, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Refusal, ToStudent};
use super::secrets::new_token;
use super::server::{OUTBOX, Shared, lock};

/// The routes: `/ws` for the students' connections, `/class` for the page to know it is in a
/// class, and every other path from the web build (revalidated on each load, so a rebuilt page is
/// picked up).
pub(super) fn router(web: &Path, shared: Arc<Shared>) -> Router {
    let files = ServeDir::new(web).precompressed_br().precompressed_gzip();
    Router::new()
        .route("/ws", get(upgrade))
        .route("/class", get(class_info))
        .with_state(shared)
        .fallback_service(files)
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("no-cache")))
}

/// What the page asks first: this server runs a class, and speaks this protocol.
async fn class_info() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], format!("{{\"protocol\":{PROTOCOL_VERSION}}}")).into_response()
}

async fn upgrade(upgrade: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    upgrade
        .max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| connection(socket, shared))
}

/// One page's connection, from its first message to its last.
async fn connection(mut socket: WebSocket, shared: Arc<Shared>) {
    let id = shared.next_connection.fetch_add(1, Ordering::Relaxed);
    let (outbox, mut inbox) = mpsc::channel(OUTBOX);
    lock(&shared.outboxes).insert(id, outbox);
    let mut bucket = Bucket::new();
    let mut strikes = Strikes::default();
    // A page silent for three pings (no message, no answer to a ping) is taken for gone: its seat
    // shows offline and waits for the page to come back.
    let every = shared.ping_every;
    let mut pings = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_heard = Instant::now();
    loop {
        tokio::select! {
            _ = pings.tick() => {
                // A page gone without a word (a closed laptop, Wi-Fi lost) leaves no ghost seat.
                if last_heard.elapsed() > every * 3 { break }
                if socket.send(Message::Ping(Vec::new().into())).await.is_err() { break }
            }
            incoming = socket.recv() => {
                last_heard = Instant::now();
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        lock(&shared.counts).malformed += 1;
                        if strikes.malformed() { break close_for_abuse(&mut socket, &shared).await }
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_)) | Err(_)) | None => {
                        if let Some(Err(e)) = &incoming {
                            lock(&shared.counts).broken(e);
                        }
                        break;
                    }
                };
                if !bucket.take(Instant::now()) {
                    lock(&shared.counts).too_fast += 1;
                    if strikes.too_fast() { break close_for_abuse(&mut socket, &shared).await }
                    if bucket.should_warn(Instant::now()) {
                        let refused = ToStudent::Refused { refusal: Refusal::TooFast };
                        if socket.send(Message::Text(refused.to_text().into())).await.is_err() { break }
                    }
                    continue;
                }
                let Ok(message) = FromStudent::from_text(text.as_str()) else {
                    lock(&shared.counts).malformed += 1;
                    let refused = ToStudent::Refused { refusal: Refusal::Malformed };
                    if strikes.malformed() { break close_for_abuse(&mut socket, &shared).await }
                    if socket.send(Message::Text(refused.to_text().into())).await.is_err() { break }
                    continue;
                };
                let now = shared.now_ms();
                let handled = lock(&shared.room).handle(id, message, new_token, now);
                if handled.refused == Some(Refusal::WrongCode) && strikes.wrong_code() {
                    // The last wrong code is answered with the closing refusal alone.
                    lock(&shared.counts).refused(Refusal::WrongCode);
                    lock(&shared.counts).closed_for_abuse += 1;
                    let refused = ToStudent::Refused { refusal: Refusal::TooManyWrongCodes };
                    let _ = socket.send(Message::Text(refused.to_text().into())).await;
                    break;
                }
                shared.after(handled);
            }
            out = inbox.recv() => {
                let Some(message) = out else { break };
                let last = matches!(message, ToStudent::Closed { .. });
                if socket.send(Message::Text(message.to_text().into())).await.is_err() || last { break }
            }
        }
    }
    let _ = socket.send(Message::Close(None)).await;
    lock(&shared.outboxes).remove(&id);
    lock(&shared.room).disconnected(id);
    shared.changed();
}

/// Tells a page that broke the rules too often that it is closed, and counts it.
async fn close_for_abuse(socket: &mut WebSocket, shared: &Shared) {
    lock(&shared.counts).closed_for_abuse += 1;
    let closed = ToStudent::Closed { reason: Closed::Abuse };
    let _ = socket.send(Message::Text(closed.to_text().into())).await;
}
