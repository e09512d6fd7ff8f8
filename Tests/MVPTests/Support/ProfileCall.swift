/// A call the Profile presenter made on its view.
enum ProfileCall: Equatable, Sendable {
  case displayLoading(Bool)
  case displayUserName(String)
  case displayError(String)
}
