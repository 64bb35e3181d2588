//! A student's page as the class tests see it: a real WebSocket client that speaks the class
//! protocol, and a server started in the test's process on a free local port.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use bouton::class::{ClassServer, ClassSetup, FromStudent, PROTOCOL_VERSION, SeatToken, ServerConfig, ToStudent};
use bouton::save::{SavedGame, parse};
use bouton::{Ending, Game, HeapGame, Level, MoveRule, Side, SumPosition};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for a message before it fails.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// A folder that stands for the web build (the server only needs its `index.html`).
pub fn web_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bouton-class-web-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>Bouton</title>").unwrap();
    dir
}

/// Nim on `heaps`, the student first against the Expert.
pub fn nim(heaps: &[u64]) -> ClassSetup {
    let start = SumPosition::uniform(&HeapGame::Take(MoveRule::Any), heaps).unwrap();
    ClassSetup {
        title: "Test".into(),
        game: Game::new(Ending::Normal, start).unwrap().into(),
        you: Side::First,
        computer: Level::Perfect,
        text: String::new(),
    }
}

/// A server for `setup` on a free port of this computer only.
pub fn server(setup: ClassSetup) -> ClassServer {
    let config = ServerConfig { listen: IpAddr::V4(Ipv4Addr::LOCALHOST), ..ServerConfig::on_port(0, web_dir()) };
    ClassServer::start(&config, setup).unwrap()
}

/// One student's connection.
pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Opens a connection to the server's `/ws`.
    pub async fn connect(address: SocketAddr) -> Self {
        let url = format!("ws://127.0.0.1:{}/ws", address.port());
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Self { socket }
    }

    /// Sends a message.
    pub async fn send(&mut self, message: &FromStudent) {
        self.raw(Message::text(message.to_text())).await;
    }

    /// Sends a frame as it is (garbage, oversized, binary…); a closed socket is not an error here.
    pub async fn raw(&mut self, frame: Message) {
        let _ = self.socket.send(frame).await;
    }

    /// The next class message, or `None` when the server closed the connection.
    pub async fn next(&mut self) -> Option<ToStudent> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next()).await.expect("a message in time");
            match frame {
                Some(Ok(Message::Text(text))) => return Some(ToStudent::from_text(text.as_str()).unwrap()),
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_)) | Err(_)) | None => return None,
                Some(Ok(other)) => panic!("unexpected frame {other:?}"),
            }
        }
    }

    /// Reads for `how_long`, as a page that is open does (reading answers the server's pings):
    /// the number of pings that came.
    pub async fn read_for(&mut self, how_long: Duration) -> usize {
        let until = tokio::time::Instant::now() + how_long;
        let mut pings = 0;
        while let Ok(frame) = tokio::time::timeout_at(until, self.socket.next()).await {
            match frame {
                Some(Ok(Message::Ping(_))) => pings += 1,
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            }
        }
        pings
    }

    /// The next message, which must be there.
    pub async fn expect(&mut self) -> ToStudent {
        self.next().await.expect("the connection is open")
    }

    /// Joins with `code` as `name`: the seat's token and the first game.
    pub async fn join(&mut self, code: &str, name: &str) -> (SeatToken, SavedGame) {
        self.send(&FromStudent::Join { protocol: PROTOCOL_VERSION, code: code.into(), name: name.into() }).await;
        let ToStudent::Welcome { token, .. } = self.expect().await else { panic!("no welcome") };
        (token, self.game().await)
    }

    /// Takes a seat back with `token`.
    pub async fn rejoin(&mut self, token: &SeatToken) -> ToStudent {
        self.send(&FromStudent::Rejoin { protocol: PROTOCOL_VERSION, token: token.clone() }).await;
        self.expect().await
    }

    /// The next message, which must be the student's game, read as a save file.
    pub async fn game(&mut self) -> SavedGame {
        match self.expect().await {
            ToStudent::Game { file, .. } => parse(&file, "class").unwrap().saved,
            other => panic!("expected a game, got {other:?}"),
        }
    }

    /// The next game where it is `side`'s turn or the game is over (the computer's reply may follow
    /// the student's move).
    pub async fn game_at_turn(&mut self, side: Side) -> SavedGame {
        loop {
            let saved = self.game().await;
            if saved.game.is_over() || saved.game.to_move() == side {
                return saved;
            }
        }
    }

    /// Closes the connection as a page that goes away does.
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// A runtime for the clients (the server has its own).
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap()
}
