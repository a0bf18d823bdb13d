LIMITS = {"equities": 5_000_000, "rates": 12_000_000, "fx": 3_000_000}
