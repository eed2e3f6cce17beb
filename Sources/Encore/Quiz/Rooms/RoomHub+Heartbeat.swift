import Foundation

extension RoomHub {
    /// Every `RoomSocketLedger.heartbeatSeconds`, while sockets are open: their rows stay counted,
    /// and those another admission replaced close.
    func startHeartbeat() {
        guard heartbeat == nil else { return }
        heartbeat = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(RoomSocketLedger.heartbeatSeconds * 1e9))
                guard let self, !Task.isCancelled else { return }
                await self.beat()
            }
        }
    }

    private func beat() async {
        let open = rooms.values.flatMap(\.keys)
        guard !open.isEmpty else { return }
        do {
            evict(try await context.heartbeat(open))
        } catch {
            context.logger.warning("Room sockets could not be vouched for: \(String(reflecting: error))")
        }
    }
}
