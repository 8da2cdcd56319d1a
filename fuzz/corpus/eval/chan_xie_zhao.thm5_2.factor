chan_xie_zhao.thm5_2.factor
64 128
0
