import SwiftUI

struct DigestScene: Scene {
    var body: some Scene {
        WindowGroup { Text("Digest") }
            .backgroundTask(.appRefresh("com.example.courier.digest")) {
                // Suspends twice: the task can expire here and the next digest is never scheduled.
                let digest = try? await DigestService.shared.build()
                await DigestStore.shared.save(digest)
                // wakelint-expect: bg-reschedule-first
                Scheduler.scheduleDigest()
            }
    }
}
