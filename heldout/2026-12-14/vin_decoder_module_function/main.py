import decoder
import vins

if __name__ == "__main__":
    batch = vins.sample_vins()
    print(decoder.decode_all(batch))
