import XCTest

@testable import SegmentRender

/// A config stores each key where its declaration says it applies: a key of one family's only in
/// that family's `Options` (which no other family's declaration or layout can see), every other
/// key in the core. Read from the key declarations and the stored properties themselves, so a key
/// added to the wrong place, or declared for one family and stored for all, fails here.
final class ConfigStorageTests: XCTestCase {
    /// The family that draws each style, as a type.
    func familyType(_ style: ControlStyle) -> ObjectIdentifier { ObjectIdentifier(type(of: style.family)) }

    /// The family a key belongs to alone, or nil when it applies to several (or every) family.
    func soleFamily(_ key: ConfigKey<ControlConfig>) -> ObjectIdentifier? {
        guard let scope = key.scope else { return nil }
        let families = Set(scope.styles.map { familyType(ControlStyle(rawValue: $0)!) })
        return families.count == 1 ? families.first : nil
    }

    func storedNames(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }

    func testEachFamilysOwnKeysAreStoredInItsOptionsAndTheRestInTheCore() {
        // `$schema` names the schema for editors; a config keeps nothing of it.
        let keys = ControlConfig.spec.keys.filter { $0.name != "$schema" }
        let config = ControlConfig(width: 1, height: 1)
        var families: [ObjectIdentifier: any StyleFamily] = [:]
        for style in ControlStyle.allCases { families[familyType(style)] = style.family }

        var ownKeys: Set<String> = []
        for (id, family) in families {
            let declared = Set(keys.filter { soleFamily($0) == id }.map(\.name))
            let stored = storedNames(family.options(of: config))
            XCTAssertEqual(stored, declared, "\(type(of: family)): stored options against keys declared for it alone")
            ownKeys.formUnion(declared)
        }
        let core = storedNames(config.core)
        XCTAssertEqual(core, Set(keys.map(\.name)).subtracting(ownKeys), "the core holds every key no family has alone")
        XCTAssertTrue(core.isDisjoint(with: ownKeys))
        XCTAssertEqual(Mirror(reflecting: config).children.count, 1 + families.count, "the core and one options value a family, nothing loose")
        XCTAssertTrue(ownKeys.isSuperset(of: ["tabVariant", "thumbInset", "menuItemSize", "barBackground", "itemSpacing", "tintColor"]))
    }

    /// The public flat properties read and write the stored ones: a family's key set through
    /// ControlConfig lands in its options and nowhere else.
    func testThePublicPropertiesReachTheStoredOnes() {
        var config = ControlConfig(width: 300, height: 44)
        let before = config
        config.barBackground = .flat
        XCTAssertEqual(config.tabman.barBackground, .flat)
        XCTAssertEqual(config.core, before.core)
        XCTAssertEqual(config.parchment, before.parchment)
        config.selectionIndicatorHeight = 7
        config.selectionIndicatorLocation = .none
        XCTAssertEqual(config.core.selectionIndicatorHeight, 7)
        XCTAssertEqual(config.indicatorHeight, 0, "location none: no indicator, whatever its height")
        XCTAssertEqual(FamilyConfig<TabmanFamily>(config).barBackground, .flat)
        XCTAssertEqual(FamilyConfig<TabmanFamily>(config).width, 300)
    }
}

extension StyleFamily {
    /// This family's options as `config` stores them.
    fileprivate func options(of config: ControlConfig) -> Any { Self.options(of: config) }
}
