import Foundation
import _WakeLintGenerator

// Regenerates the committed catalogue files and README's rules table from rules/ and the rule sources.
do {
    let generator = CatalogGenerator()
    try generator.write()
    print("wrote \(generator.catalogFile.path)")
    print("wrote \(generator.bodiesFile.path)")
    print("wrote \(generator.builtInRulesFile.path)")
    print("wrote the rules table of \(generator.readmeFile.path)")
} catch {
    FileHandle.standardError.write(Data("generate-wakelint: \(error)\n".utf8))
    exit(1)
}
