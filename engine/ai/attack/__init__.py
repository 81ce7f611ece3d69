"""The attack (issue 32, the attack on a patient defence): going in together, its timing and
waves, flanking, guns and fire that prepare it, eyes for the guns, clearing cover, and the
hunt of the last enemies.
"""
