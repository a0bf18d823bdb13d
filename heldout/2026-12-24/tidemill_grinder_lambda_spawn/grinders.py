GRINDERS = {
    "wheat": lambda sacks: print("wheat flour", sacks * 28, flush=True),
    "barley": lambda sacks: print("barley meal", sacks * 25, flush=True),
    "oats": lambda sacks: print("oatmeal", sacks * 20, flush=True),
}
