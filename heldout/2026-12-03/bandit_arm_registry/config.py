POLICY = "boltzmann"
N_ARMS = 64
DIM = 128
EPISODES = 4
