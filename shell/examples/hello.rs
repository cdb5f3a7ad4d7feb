//! The smallest embedding: an engine, a script, its value in Rust.
//!
//!     cargo run --release -p kestrel --example hello

fn main() -> Result<(), kestrel::Error> {
    let mut engine = kestrel::Engine::new(kestrel::EngineOptions::default())?;
    let answer: f64 = engine.eval("6 * 7")?;
    println!("{answer}");
    Ok(())
}
