//! The student's end of the class session's WebSocket (ewebsock: the browser's own WebSocket in the
//! page, tungstenite natively, where the tests drive a student's page).

use eframe::egui;

use crate::class::{FromStudent, MAX_MESSAGE_BYTES, ToStudent};

/// What came on the connection since the last frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The connection is open.
    Opened,
    /// A message from the teacher's Bouton.
    Message(ToStudent),
    /// The connection broke or could not be made (the page tries again).
    Lost,
}

/// An open (or opening) connection to the class.
pub struct SeatLink {
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

impl std::fmt::Debug for SeatLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatLink")
    }
}

impl SeatLink {
    /// Starts connecting to `socket`; each event asks `ctx` for a frame.
    ///
    /// # Errors
    /// ewebsock's reason when the address cannot even be tried.
    pub fn open(socket: &str, ctx: &egui::Context) -> Result<Self, String> {
        let ctx = ctx.clone();
        let options = ewebsock::Options { max_incoming_frame_size: MAX_MESSAGE_BYTES * 8, ..Default::default() };
        let (sender, receiver) = ewebsock::connect_with_wakeup(socket, options, move || ctx.request_repaint())?;
        Ok(Self { sender, receiver })
    }

    /// Sends a message (lost with the connection if it is down: the page rejoins and gets the game).
    pub fn send(&mut self, message: &FromStudent) {
        self.sender.send(ewebsock::WsMessage::Text(message.to_text()));
    }

    /// What arrived since the last call. A message that is not the class protocol is left out.
    pub fn poll(&mut self) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        while let Some(event) = self.receiver.try_recv() {
            match event {
                ewebsock::WsEvent::Opened => events.push(LinkEvent::Opened),
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => match ToStudent::from_text(&text) {
                    Ok(message) => events.push(LinkEvent::Message(message)),
                    Err(e) => log::warn!("class: {e}"),
                },
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(e) => {
                    log::info!("class connection: {e}");
                    events.push(LinkEvent::Lost);
                }
                ewebsock::WsEvent::Closed => events.push(LinkEvent::Lost),
            }
        }
        events
    }
}
