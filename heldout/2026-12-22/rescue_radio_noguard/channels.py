import statistics


def check_channel(channel):
    noise = [((channel * 37 + k * 11) % 17) / 17 for k in range(64)]
    return channel, statistics.mean(noise) < 0.6
