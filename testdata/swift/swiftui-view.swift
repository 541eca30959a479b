import SwiftUI

@main
struct WorkoutApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var model = WorkoutModel()

    init() {
        HealthObserverStore.shared.startObserving()
    }

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(model)
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            if newPhase == .background { model.save() }
        }
        .backgroundTask(.appRefresh("com.example.app.refresh")) {
            await model.refresh()
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var model: WorkoutModel
    @State private var isShowingSettings = false
    @State private var filter = ""

    var filtered: [Workout] {
        filter.isEmpty ? model.workouts : model.workouts.filter { $0.name.localizedCaseInsensitiveContains(filter) }
    }

    var body: some View {
        NavigationStack {
            List(filtered) { workout in
                HStack {
                    Text(workout.name).font(.headline)
                    Spacer()
                    Text("\(workout.duration / 60, specifier: "%.0f") min")
                }
            }
            .searchable(text: $filter)
            .navigationTitle("Workouts")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Settings", systemImage: "gear") { isShowingSettings.toggle() }
                }
            }
            .sheet(isPresented: $isShowingSettings) {
                SettingsView()
            } onDismiss: {
                model.reload()
            }
        }
        .task {
            await model.refresh()
        }
        .onAppear {
            BackgroundScheduler.scheduleNextRefresh()
        }
    }
}

#Preview {
    ContentView().environmentObject(WorkoutModel.preview)
}
