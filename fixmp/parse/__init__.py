"""Reading one file safely: parser guards and budgets, a read-only walk of its tree, node positions, its code
without comments and strings (the prefilter), and its suppression comments."""
