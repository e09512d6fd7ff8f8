import ScreenData

/// A call the DogList presenter made on its view.
enum DogListCall: Equatable, Sendable {
  case display(selectedFilter: String)
  case startLoading
  case finishLoading
  case display(rows: [DogViewData])
  case displayEmpty
  case displayError(String)
}
