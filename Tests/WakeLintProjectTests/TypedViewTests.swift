import Testing
import WakeLintCore

@testable import WakeLintProject

@Suite struct InfoPlistTests {
    @Test func typedKeysCarryTheirValuesAndLocations() throws {
        let file = try fixture("plist/info-background.plist")
        let info = InfoPlist(try #require(PlistReader.read(file).document))
        let modes = try #require(info.backgroundModes)
        #expect(modes.value?.strings == ["fetch", "processing"])
        #expect(modes.value?.contains("processing") == true)
        #expect(modes.value?.contains("remote-notification") == false)
        #expect(modes.location(in: file)?.description == "plist/info-background.plist:10:2")
        #expect(
            modes.value?.node(for: "processing")?.location(in: file)?.description == "plist/info-background.plist:13:3")
        #expect(info.permittedTaskIdentifiers?.value?.strings == ["com.example.refresh", "com.example.export.*"])
        #expect(info.healthShareUsageDescription?.value == "Reads your steps & heart rate to show <trends> — “daily”.")
        #expect(info.healthUpdateUsageDescription?.value == "")
        #expect(info.healthClinicalRecordsUsageDescription == nil)
        #expect(info.watchBackgroundModes == nil)
        #expect(info.healthRequiredReadTypes == nil)
        #expect(info.typeMismatches.isEmpty)
        #expect(info["CFBundleVersion"]?.value.integerValue == 42)
        #expect(info.bundleIdentifier?.value == "$(PRODUCT_BUNDLE_IDENTIFIER)")
    }

    @Test func wrongTypesAreReportedNotHidden() throws {
        let file = xml(
            """
            <dict>
            <key>UIBackgroundModes</key>
            <dict><key>fetch</key><true/></dict>
            <key>BGTaskSchedulerPermittedIdentifiers</key>
            <array><string>com.example.refresh</string><integer>3</integer></array>
            <key>NSHealthShareUsageDescription</key>
            <true/>
            <key>WKBackgroundModes</key>
            <string>workout-processing</string>
            </dict>
            """)
        let info = InfoPlist(try #require(PlistReader.read(file).document))
        #expect(info.backgroundModes?.isWrongType == true)
        #expect(info.backgroundModes?.found == .dict)
        #expect(info.backgroundModes?.node.location(in: file)?.line == 5)
        #expect(info.permittedTaskIdentifiers?.value?.strings == ["com.example.refresh"])
        #expect(
            info.typeMismatches.map(\.description) == [
                "'UIBackgroundModes' should be an array, found dictionary",
                "'BGTaskSchedulerPermittedIdentifiers[1]' should be a string, found integer",
                "'WKBackgroundModes' should be an array, found string",
                "'NSHealthShareUsageDescription' should be a string, found boolean",
            ])
    }

    @Test func aRootThatIsNotADictionaryIsAMismatch() throws {
        let info = InfoPlist(try #require(PlistReader.read(xml("<array/>")).document))
        #expect(info.backgroundModes == nil)
        #expect(info.typeMismatches.map(\.description) == ["the root should be a dictionary, found array"])
    }

    @Test func binaryPlistsGiveKeyPathsInsteadOfLocations() throws {
        let file = try fixture("plist/info-binary.plist")
        let info = InfoPlist(try #require(PlistReader.read(file).document))
        #expect(info.backgroundModes?.location(in: file) == nil)
        #expect(info.backgroundModes?.value?.node(for: "remote-notification")?.keyPath == "UIBackgroundModes[2]")
        #expect(info.healthShareUsageDescription?.value == "Lee tus pasos — “diario” ✓")
    }
}

@Suite struct EntitlementsFileTests {
    @Test func healthKitEntitlementsWithTheirTypes() throws {
        let file = try fixture("plist/app.entitlements")
        let entitlements = EntitlementsFile(try #require(PlistReader.read(file).document))
        #expect(entitlements.healthKit?.value == true)
        #expect(entitlements.healthKit?.location(in: file)?.description == "plist/app.entitlements:5:2")
        #expect(entitlements.healthKitAccess?.value?.strings == [])
        #expect(entitlements.healthKitBackgroundDelivery?.isWrongType == true)
        #expect(entitlements.allowsHealthKitBackgroundDelivery == false)
        #expect(entitlements.healthResearchTasks == nil)
        #expect(entitlements.continuedProcessingGPU == nil)
        #expect(entitlements["com.apple.security.application-groups"]?.value.arrayValue?.count == 1)
        #expect(
            entitlements.typeMismatches.map(\.description) == [
                "'com.apple.developer.healthkit.background-delivery' should be a boolean, found string"
            ])
    }

    @Test func backgroundTaskEntitlements() throws {
        let file = xml(
            """
            <dict>
            <key>com.apple.developer.healthkit.background-delivery</key><true/>
            <key>com.apple.developer.backgroundtasks.healthresearch</key><true/>
            <key>com.apple.developer.background-tasks.continued-processing.gpu</key><false/>
            </dict>
            """)
        let entitlements = EntitlementsFile(try #require(PlistReader.read(file).document))
        #expect(entitlements.allowsHealthKitBackgroundDelivery)
        #expect(entitlements.healthResearchTasks?.value == true)
        #expect(entitlements.continuedProcessingGPU?.value == false)
        #expect(entitlements.continuedProcessingGPU?.location(in: file)?.line == 6)
        #expect(entitlements.typeMismatches.isEmpty)
    }
}
