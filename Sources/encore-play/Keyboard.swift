import Foundation

/// The lines typed, as they come: `readLine` blocks, so it runs on a thread of its own.
enum Keyboard {
    static func lines() -> AsyncStream<String> {
        let (lines, typed) = AsyncStream<String>.makeStream()
        Thread.detachNewThread {
            while let line = readLine() { typed.yield(line.trimmingCharacters(in: .whitespaces)) }
            typed.finish()
        }
        return lines
    }
}
