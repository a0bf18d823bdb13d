import torch

from cache import EmbeddingCache
from recommend import recommend

COHORTS = ["fall-algebra", "fall-geometry", "spring-algebra"]
LEARNERS, ACTIVITY_FEATURES, DIM, LESSONS = 1024, 128, 64, 512


def activity_for(cohort):
    g = torch.Generator().manual_seed(len(cohort))
    return torch.rand(LEARNERS, ACTIVITY_FEATURES, generator=g)


def main():
    cache = EmbeddingCache(DIM)
    lesson_vecs = torch.linspace(0, 1, LESSONS * DIM).reshape(LESSONS, DIM)
    # cold start: every learner looks like the introductory lesson
    previous = lesson_vecs[:1].expand(LEARNERS, DIM)
    for cohort in COHORTS:
        # recommendations for this cohort use the previous cohort's embeddings as a warm start
        picks = recommend(previous, lesson_vecs, shards=4)
        print(cohort, picks[0])
        previous = cache.get(cohort, activity_for(cohort))


if __name__ == "__main__":
    main()
