/// Wraps `handler` in an observer that passes it `owner` while the owner lives, without
/// retaining it, and releases `handler` at the first value after the owner is gone.
///
/// The one implementation behind `Events.observe(with:_:)` and `Observable.observe(with:_:)`.
func weaklyOwned<Owner: AnyObject, Value>(
  by owner: Owner,
  _ handler: @escaping (Owner, Value) -> Void
) -> (Value) -> Void {
  var handler = Optional(handler)
  return { [weak owner] value in
    guard let owner else {
      // Releases what the handler captured, now that it can never run again.
      handler = nil
      return
    }
    handler?(owner, value)
  }
}
