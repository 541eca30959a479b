import Testing

@testable import WakeLintLogs

@Suite struct JSONValueTests {
    @Test func parsesNestedValuesKeepingKeyOrderAndNumberText() {
        let value = JSONValue.parse(
            #"{"b":[1,2.5e3,true,null],"a":{"code":2343432205},"s":"x\"\/\n\u00e9\ud83c\udf89"}"#)
        #expect(value?.keys == ["b", "a", "s"])
        #expect(value?["a"]?["code"]?.scalarText == "2343432205")
        #expect(value?["b"]?[1]?.doubleValue == 2500)
        #expect(value?["b"]?[2] == .bool(true))
        #expect(value?["s"]?.stringValue == "x\"/\né🎉")
    }

    @Test func rejectsTextThatIsNotExactlyOneJSONValue() {
        #expect(JSONValue.parse("{name: ApplicationPolicy}") == nil)
        #expect(JSONValue.parse(#"{"a":1} trailing"#) == nil)
        #expect(JSONValue.parse(#"{"a":"#) == nil)
        #expect(JSONValue.parse(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)) == nil)
    }
}
