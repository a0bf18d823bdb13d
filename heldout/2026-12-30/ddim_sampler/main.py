import multiprocessing

from diffusion.embeddings import cosine_alphas, timestep_table
from diffusion.sampler import Denoiser, DDIMSampler

NUM_TRAIN_STEPS = 1000
TEMB_DIM = 256

SAMPLER = None


def draw(seed):
    return seed, SAMPLER.sample(seed)


def main():
    global SAMPLER
    SAMPLER = DDIMSampler(Denoiser(temb=TEMB_DIM), timestep_table(NUM_TRAIN_STEPS, TEMB_DIM),
                          cosine_alphas(NUM_TRAIN_STEPS))
    pool = multiprocessing.Pool(2)
    for seed, std in pool.imap_unordered(draw, range(4)):
        print(f"seed {seed}: sample std {std:.3f}")
    pool.close()
    pool.join()


if __name__ == "__main__":
    main()
