"""The analysis of one module and the project phase around it.

``index``: what the rules need to know about one module, gathered in one walk (names, process
sites, the ordered path before a site). ``facts``: what the project phase says of a module,
the types the index reads. ``project``: the project phase itself, summaries of the modules a
file's imports reach, each a function of the code alone (``fixmp.analysis.project.Project``).
"""
