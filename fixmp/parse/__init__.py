"""Reading one file safely: parser guards and budgets, its parse (libcst's, its nodes unchecked as they are built),
a read-only walk of its tree, node positions, its code without comments and strings (the prefilter), and its
suppression comments."""
