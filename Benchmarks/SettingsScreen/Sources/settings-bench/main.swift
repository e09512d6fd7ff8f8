import BenchKit
import SettingsStudy

await BenchCommand.main(SettingsStudy.study, codeLayout: .settings, guide: .settings)
