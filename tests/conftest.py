def pytest_addoption(parser):
    parser.addoption(
        "--regenerate-fixtures",
        action="store_true",
        help="write fixmp's rewrite of each fixture's before into its after file (review the diff)",
    )
