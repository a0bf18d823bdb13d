PANEL = {"respondents": 4096, "strata": 512, "regions": 4, "workers": 2, "seed": 2024}
