def make_handicapper(base, step):
    def handicap(round_name, results):
        score = base + step * len(round_name)
        results.put((round_name, round(score, 1)))
    return handicap
