import multiprocessing

multiprocessing.set_start_method("spawn")


def grade(essay_id):
    return essay_id, (essay_id * 7) % 5
