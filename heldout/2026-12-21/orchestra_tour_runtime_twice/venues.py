def acoustic_check(hall):
    return hall, sum(map(ord, hall)) % 97 / 10
