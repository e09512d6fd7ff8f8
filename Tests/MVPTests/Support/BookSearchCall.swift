import ScreenData

/// A call the BookSearch presenter made on its view.
enum BookSearchCall: Equatable, Sendable {
  case startLoading
  case finishLoading
  case display(rows: [BookViewData])
  case displayNoMatches(String)
  case displayError(String)
  case hideMessages
  case clearQuery
}
