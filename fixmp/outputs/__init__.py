"""What a run says: text and JSON reports, SARIF, the per-hunk review, and the rules' documentation and
examples."""
