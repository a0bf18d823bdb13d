"""Facts fixmp knows as plain data, below the analysis (no values, no evaluation), one module a subject:
``platform`` (the operating system a verdict is for) and ``torch_ops`` (when torch's element-wise operations
start the OpenMP pool, as measured). What the program run does with a library's calls is a model, one
module per library module, in ``fixmp.analysis.models``."""
