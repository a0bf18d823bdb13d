"""What fixmp knows of the libraries and the platform a program runs on, as data the program run reads
(``fixmp.analysis.effects``), one module a subject: ``platform`` (the operating system a verdict is for),
``builtins_models`` (iterator helpers of the standard library that call a function they are handed)."""
