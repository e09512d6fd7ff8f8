/// `values` as a test failure shows them, such as `2 values: [false, true]`, cut to stay short.
func abbreviated(_ values: [some Any], noun: String) -> String {
  let count = values.count == 1 ? "1 \(noun)" : "\(values.count) \(noun)s"
  guard !values.isEmpty else { return "0 \(noun)s" }
  let text = String(describing: values)
  let limit = 300
  return "\(count): " + (text.count > limit ? text.prefix(limit) + "…" : text)
}
