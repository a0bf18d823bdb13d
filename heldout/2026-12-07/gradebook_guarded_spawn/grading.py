def weighted_grade(job):
    student, weights = job
    scores = [(student * (i + 3)) % 100 for i in range(len(weights))]
    return student, round(sum(s * w for s, w in zip(scores, weights)), 1)
