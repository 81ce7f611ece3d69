"""The balance library: AI games of one mission over many seeds and what they show.

`game` plays one headless game to its end (`clumsy play` uses it too); `run` is the balance
loop over a range of seeds on any executor; `series` gathers a run; `stats` gives the rates
with their intervals and the verdict; `table` the text report; `json_io` the result files;
`heatmap` the heat layers as data; `chart` and `heatmap_chart` draw with matplotlib (Agg);
`cluster` plays the games on a Dask cluster; `probe` plays the strategy probes, `variants`
and `sweep` the what-if sweeps (every variant on the same seeds), `suggest` searches the
small edits for a fairer mission, `kept` keeps a run beside its mission. The command line (`clumsy balance`,
engine.cli) and the editor's Balance check are two front-ends of it; it never imports
engine.cli.
"""
