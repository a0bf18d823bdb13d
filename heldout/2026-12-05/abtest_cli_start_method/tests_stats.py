import math
import multiprocessing as mp


def z_test(arm):
    conv_a, n_a, conv_b, n_b = arm
    p = (conv_a + conv_b) / (n_a + n_b)
    se = math.sqrt(p * (1 - p) * (1 / n_a + 1 / n_b))
    return round((conv_b / n_b - conv_a / n_a) / se, 3)


def run_tests(arms, workers):
    with mp.Pool(workers) as pool:
        return pool.map(z_test, arms)
