import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject
import WakeLintSwift

// What and why: rules/healthkit/hk-watch-delivery-budget.md
struct WatchDeliveryBudgetRule: ProjectRule {
    static let id: RuleID = "hk-watch-delivery-budget"

    /// The products that hold a watch app's code: a watchOS app (one target since watchOS 7) or a WatchKit extension.
    private static let watchCodeProducts: [XcodeProductType] = [.application, .watchApp, .watchExtension]

    /// A watchOS app that enables background delivery while no target of its project ships a complication: no
    /// ClockKit data source (`CLKComplicationPrincipalClass`) and no watchOS WidgetKit extension. The finding is
    /// at the first `enableBackgroundDelivery` of the target's own code.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        guard let product = target.productType, Self.watchCodeProducts.contains(product), !target.isCodeOnly,
            LintTarget.platforms(product, target.configurations) == ["watchOS"]
        else { return }
        let code = context.healthKit(of: target)
        guard
            let delivery = code.deliveries.first(where: {
                code.isActive($0.site) && !target.linkedLibraryFiles.contains($0.site.location.path)
            })
        else { return }
        let watchTargets = target.projectTargets.filter { $0.platforms.contains("watchOS") }
        // An Info.plist not read (a watch extension's above all) could name the complication: stay silent.
        guard watchTargets.allSatisfy({ Self.isRead($0.infoPlist) }),
            !watchTargets.contains(where: Self.shipsComplication)
        else { return }
        context.report(
            .noComplication, at: delivery.site.nameLocation ?? delivery.site.location, input: .swift,
            related: target.location.map { [RelatedLocation($0, "the watch target, which ships no complication")] }
                ?? [])
    }

    /// A ClockKit data source, or a WidgetKit extension (a watch face shows its accessory widgets as complications).
    static func shipsComplication(_ target: LintTarget.ProjectTarget) -> Bool {
        guard let plist = target.infoPlist else { return false }
        if !plist.values("CLKComplicationPrincipalClass").isEmpty { return true }
        return plist.files.contains { file in
            file["NSExtension"]?.value.dictValue?["NSExtensionPointIdentifier"]?.value.stringValue
                == "com.apple.widgetkit-extension"
        }
    }

    /// Whether the Info.plist is known in full: read from its file, or generated with no file named.
    static func isRead(_ plist: ResolvedInfoPlist?) -> Bool {
        guard let plist else { return false }
        if plist.reference != nil { return !plist.files.isEmpty }
        return plist.generationSetting != nil || !plist.files.isEmpty
    }
}

extension Finding.Message {
    fileprivate static let noComplication: Self =
        "this watch app enables background delivery but its project ships no complication (no watchOS WidgetKit extension, no ClockKit data source): watchOS gives background updates about four an hour, shared with background refresh, to apps with a complication on the active watch face; add a WidgetKit accessory widget, or do not rely on delivery on the watch"
}
