export { default } from "@/components/layout/not-found-in-site";
