import multiprocessing

multiprocessing.set_start_method("spawn")


def grade(quiz_id):
    return quiz_id, (quiz_id * 3) % 10
