extension HTMLReport {
  /// The report's style sheet: charts, tables and the print layout.
  static let styleSheet = """
    body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto;
      max-width: 960px; padding: 0 1em; color: #222; line-height: 1.45; }
    h1 { font-size: 1.6em; } h2 { font-size: 1.3em; margin-top: 2em; } h3 { font-size: 1.1em; }
    svg { display: block; margin: 1em 0; max-width: 100%; height: auto; }
    svg text { font-family: inherit; font-size: 11px; fill: #333; }
    svg .title { font-size: 13px; font-weight: 600; }
    svg .axis-label { font-size: 12px; }
    svg .plot-area { fill: #fcfcfc; }
    svg .grid { stroke: #ddd; stroke-width: 1; }
    svg .axis { stroke: #555; stroke-width: 1; }
    svg .budget { stroke: #000; stroke-width: 3; }
    svg .reference { stroke: #333; stroke-width: 1.5; stroke-dasharray: 6 3; }
    svg .reference-label { font-weight: 600; }
    svg .error-halo { stroke: #fff; stroke-width: 4; fill: none; }
    svg .error-bar { stroke: #222; stroke-width: 1.5; fill: none; }
    svg .missing { fill: #666; font-weight: 600; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; font-size: 0.85em; margin: 1em 0; }
    th, td { border-bottom: 1px solid #ddd; padding: 3px 8px; text-align: right;
      vertical-align: top; }
    th:first-child, td:first-child, td.text, th.text { text-align: left; }
    table.facts th { text-align: left; font-weight: 600; }
    .swatch { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.4em;
      vertical-align: -0.1em; border: 1px solid #888; }
    td.miss, .alert strong { color: #b00; font-weight: 600; }
    td.same { color: #555; }
    .alert { border-left: 4px solid #b00; padding: 0.2em 1em; background: #fff5f5; }
    .alert pre { font-size: 0.8em; overflow-x: auto; }
    @media print {
      body { margin: 0; max-width: none; font-size: 10pt; }
      svg, tr { page-break-inside: avoid; }
      h2, h3 { page-break-after: avoid; }
      .scroll { overflow: visible; }
    }
    """
}
