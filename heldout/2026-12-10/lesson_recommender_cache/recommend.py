import multiprocessing as mp

import torch


def rank_lessons(args):
    learner_vecs, lesson_vecs = args
    scores = torch.softmax(learner_vecs @ lesson_vecs.T, dim=1)
    return scores.argmax(dim=1)[:5].tolist()


def recommend(cohort_vecs, lesson_vecs, shards):
    with mp.Pool(2) as pool:
        return pool.map(rank_lessons, [(c, lesson_vecs) for c in cohort_vecs.chunk(shards)])
