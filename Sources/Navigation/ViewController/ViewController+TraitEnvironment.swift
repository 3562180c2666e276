import Views

/// A page is told when its traits change (DarkMode.md in the Views module).
extension ViewController: TraitEnvironment {}
